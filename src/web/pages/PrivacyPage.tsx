import { Link } from 'react-router-dom';
import { LEGAL } from '../../shared/legal';
import { ROUTES } from '../../shared/routes';
import { LegalDocument, LegalSection, MailLink } from '../features/legal/LegalDocument';

/** What the service keeps about people, why, for how long, and how to have it removed (UK GDPR). */
export function PrivacyPage() {
  return (
    <LegalDocument
      heading="Privacy Policy"
      intro={
        <p>
          {LEGAL.controller} analyses videos of golf swings. Those videos show people, so we keep as little as the coaching needs, for as long as you want it,
          and you can delete it yourself at any time. {LEGAL.controller} is the data controller for the personal data described here.
        </p>
      }
    >
      <LegalSection title="What we store">
        <ul>
          <li>
            <strong>Your account:</strong> first and last name, e-mail address and your password as a one-way hash (we never see or store the password itself).
          </li>
          <li>
            <strong>Your golf profile and goals</strong>, if you fill them in: experience, handicap, equipment, course preferences and focus areas.
          </li>
          <li>
            <strong>Swing videos and pictures you upload</strong>, a playback copy of each video, a few still frames of the key positions, the body positions
            our software measures in each frame (points such as shoulders, hips and wrists), and the scores and coaching text made from them.
          </li>
          <li>
            <strong>Live analysis:</strong> frames from your camera are analysed as they arrive and are not stored.
          </li>
          <li>
            <strong>Payments:</strong> the plan, amount, date and status of each payment. Card details go straight to our payment provider, Stripe, and never
            reach our servers.
          </li>
          <li>
            <strong>Security records:</strong> a session cookie while you are signed in, and server logs (address, time, page requested) used to keep the
            service safe.
          </li>
          <li>
            <strong>Blog reading counts:</strong> to count a view once per reader per day we keep a one-way hash of your network address and browser, never the
            address itself, for at most two days.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Why we use it (lawful bases)">
        <ul>
          <li>
            <strong>To provide the service you signed up for</strong> (contract): your account, uploads, analyses, progress and plan.
          </li>
          <li>
            <strong>To keep the service secure and working</strong> (legitimate interests): sign-in limits, logs and fraud prevention.
          </li>
          <li>
            <strong>To meet legal duties</strong> (legal obligation): payment records kept by Stripe for tax purposes.
          </li>
          <li>
            <strong>To send golf tips and offers</strong> (consent), only if you asked for them; every e-mail has a way to stop them.
          </li>
        </ul>
        <p>
          The body positions we measure describe how you swing; we do not use them to recognise or identify anyone. We do not sell personal data and we do not
          use your videos to train models for anyone else.
        </p>
      </LegalSection>

      <LegalSection title="Videos of other people">
        <p>
          Only upload swings of yourself, or of people who have agreed to it. If you are a coach or a club uploading a pupil's swing, you are responsible for
          having their permission, and a parent's or guardian's permission for anyone under 18. The service is for adults: do not open an account if you are
          under 18.
        </p>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <ul>
          <li>Swing videos, pictures, measurements and analyses: until you delete them or your account.</li>
          <li>Your account, profile and goals: until you delete your account.</li>
          <li>Sessions: 30 days, or until you log out.</li>
          <li>Password reset links: they stop working after use or when they expire.</li>
          <li>Blog reading hashes: two days.</li>
          <li>
            Payment records: when you delete your account, our copy keeps only the plan, amount, date and status, without your name or e-mail, for as long as UK
            tax law requires (six years), as Stripe keeps its records of the payments it processed.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="How to delete your data">
        <p>
          Sign in, open your{' '}
          <Link to={ROUTES.profile.path} className="font-medium text-fairway-700 underline">
            profile
          </Link>{' '}
          and choose <strong>Delete my account</strong>. After you confirm with your password we delete at once your videos and pictures from storage, your
          analyses, profile, goals and sessions, and we cancel any plan that would renew, so no further payment is taken. You can also write to{' '}
          <MailLink to={LEGAL.privacyEmail} /> and we will do it for you within one month.
        </p>
      </LegalSection>

      <LegalSection title="Who else handles it">
        <ul>
          <li>Stripe, for payments.</li>
          <li>Our hosting and storage providers, who keep the servers, database and files on our behalf.</li>
          <li>Our e-mail provider, to deliver account and password e-mails.</li>
        </ul>
        <p>
          Each acts only on our instructions under a written contract. Where one of them processes data outside the UK we rely on UK adequacy regulations or the
          UK International Data Transfer Agreement.
        </p>
      </LegalSection>

      <LegalSection title="Cookies and browser storage">
        <p>
          We use one cookie to keep you signed in and one to keep the demo open once you have entered its code; both are strictly necessary. The site remembers
          in your browser when it last showed you an offer, so it does not show it again too soon. We load no third-party advertising or tracking scripts.
        </p>
      </LegalSection>

      <LegalSection title="Your rights under UK GDPR">
        <p>You have the right to:</p>
        <ul>
          <li>get a copy of the personal data we hold about you (right of access);</li>
          <li>have it corrected if it is wrong, or deleted (rights to rectification and erasure);</li>
          <li>restrict or object to how we use it, including objecting to direct marketing at any time;</li>
          <li>receive the data you gave us in a machine-readable form (data portability);</li>
          <li>withdraw consent you gave, without affecting what was done before.</li>
        </ul>
        <p>
          Write to <MailLink to={LEGAL.privacyEmail} />. We answer within one month and do not charge for it. If you are unhappy with how we handled your data
          you can complain to the Information Commissioner's Office at{' '}
          <a href="https://ico.org.uk/make-a-complaint/" className="font-medium text-fairway-700 underline">
            ico.org.uk
          </a>{' '}
          or on 0303 123 1113.
        </p>
      </LegalSection>

      <LegalSection title="Contact">
        <p>
          Privacy questions: <MailLink to={LEGAL.privacyEmail} />. Everything else: <MailLink to={LEGAL.supportEmail} />. See also our{' '}
          <Link to={ROUTES.terms.path} className="font-medium text-fairway-700 underline">
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
