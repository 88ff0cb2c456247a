/**
 * Who answers for the service in the Terms and the Privacy Policy. The operator checks these
 * before launch: they name the data controller and where people send requests.
 */
export const LEGAL = {
  controller: 'Fairway Coach',
  privacyEmail: 'privacy@fairwaycoach.co.uk',
  supportEmail: 'support@fairwaycoach.co.uk',
  lastUpdated: '2026-11-20',
} as const;
