import { Link } from 'react-router-dom';
import { GUARANTEE_DAYS } from '../../shared/admin';
import { LEGAL } from '../../shared/legal';
import { ROUTES } from '../../shared/routes';
import { LegalDocument, LegalSection, MailLink } from '../features/legal/LegalDocument';

const link = 'font-medium text-fairway-700 underline';

/** The membership terms of a UK subscription service (spec §2 footer link). */
export function TermsPage() {
  return (
    <LegalDocument
      heading="Terms of Service"
      intro={
        <p>
          These terms are the agreement between you and {LEGAL.controller} when you use the website and its swing analysis, coaching and community features.
          Please read them with our{' '}
          <Link to={ROUTES.privacy.path} className={link}>
            Privacy Policy
          </Link>
          , which explains what we do with your videos and data.
        </p>
      }
    >
      <LegalSection title="Your account">
        <p>
          You must be 18 or over to open an account. Keep your password to yourself; you are responsible for what happens under your account. Tell us at{' '}
          <MailLink to={LEGAL.supportEmail} /> if you think someone else has used it.
        </p>
      </LegalSection>

      <LegalSection title="Plans, payment and renewal">
        <ul>
          <li>The service is paid: there is no free tier. Prices are in pounds sterling and shown before you pay.</li>
          <li>Weekly, monthly and annual plans renew automatically at the end of each period and are charged to the card you paid with, until you cancel.</li>
          <li>The lifetime plan is a single payment for access for as long as the service runs.</li>
          <li>If a renewal payment fails we retry the card for a short grace period, during which you keep access.</li>
          <li>We will tell you at least 30 days before a price change applies to your plan, so you can cancel first.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Cancelling, refunds and your statutory rights">
        <ul>
          <li>Cancel at any time from your dashboard. Your plan then runs to the end of the period you have paid for and is not renewed.</li>
          <li>
            <strong>{GUARANTEE_DAYS}-day satisfaction guarantee:</strong> if you are not happy within {GUARANTEE_DAYS} days of your first payment, write to{' '}
            <MailLink to={LEGAL.supportEmail} /> and we refund it in full and end the plan.
          </li>
          <li>
            Under the Consumer Contracts Regulations you may cancel within 14 days of buying. Because the service starts straight away when you ask it to, we
            may deduct the value of what you used in that time; the {GUARANTEE_DAYS}-day guarantee is more generous and applies first.
          </li>
          <li>Nothing in these terms affects your statutory rights as a consumer.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Your videos and content">
        <ul>
          <li>You keep every right in the videos and pictures you upload. You allow us to store and process them only to provide the service to you.</li>
          <li>
            Only upload swings of yourself or of people who have agreed to it (a parent or guardian for anyone under 18). Do not upload anything unlawful, or
            anything that is not a golf swing.
          </li>
          <li>In the community, be respectful: no harassment, hate, spam or advertising. We may remove messages and suspend accounts that break this.</li>
          <li>
            You can delete any upload, or your whole account with everything in it, at any time (see{' '}
            <Link to={ROUTES.privacy.path} className={link}>
              How to delete your data
            </Link>
            ).
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Coaching is guidance">
        <p>
          Scores, measurements and coaching come from software reading a video. They can be wrong, especially with poor light, an unusual camera angle or a
          partly hidden body. They are not medical advice: warm up, practise within your physical limits and stop if something hurts. Check any significant
          change to your swing with a qualified professional if you have an injury or health condition.
        </p>
      </LegalSection>

      <LegalSection title="The service">
        <p>
          We work to keep the service available and your data safe, but we cannot promise it will never be interrupted, for example during maintenance. We may
          change or improve features; if a change takes away something material that you paid for, you may cancel and we refund the unused part of the period.
        </p>
      </LegalSection>

      <LegalSection title="Our liability">
        <p>
          We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill.
          We are not responsible for loss that was not foreseeable, for business losses, or for a golf result. Nothing limits our liability for death or
          personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit.
        </p>
      </LegalSection>

      <LegalSection title="Ending the agreement">
        <p>
          You may stop at any time by cancelling your plan or deleting your account. We may suspend or close an account that seriously or repeatedly breaks
          these terms; unless the breach is serious we will warn you first, and we refund any part of a period you paid for and cannot use.
        </p>
      </LegalSection>

      <LegalSection title="Law and contact">
        <p>
          These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you may also bring proceedings in your local
          courts. Questions or complaints: <MailLink to={LEGAL.supportEmail} />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
