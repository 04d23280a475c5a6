import { Link } from 'react-router-dom';
import MyPaymentsSection from './components/MyPaymentsSection';
import SavedCardSection from './components/SavedCardSection';
import { DEMO_PAYMENTS, depositExplained } from './deposit-copy';
import { useDepositTerms } from './use-deposit-terms';
import './PaymentScreen.css';

/**
 * /payment: the deposit in plain words (docs/product-rules.md#deposits-and-check-in: held when an invite is accepted, showing up costs nothing, a
 * no-show is charged), with this installation's amount, and plainly when no money moves (the demo provider); then the
 * member's own payments, kept on the device so they show offline too.
 */
export default function PaymentScreen() {
  const terms = useDepositTerms();
  if (!terms)
    return (
      <div className="container page">
        <h1>your deposit</h1>
        <p role="status">loading the deposit's terms...</p>
      </div>
    );
  const copy = depositExplained(terms);
  return (
    <div className="payment-screen container page">
      <h1>your deposit</h1>
      {terms.demo ? (
        <p className="payment-screen__demo" role="note">
          {DEMO_PAYMENTS}
        </p>
      ) : null}
      <p className="payment-screen__lead">A deposit is held when you accept an invite. Showing up costs nothing; a no-show is charged.</p>
      {!terms.demo && <SavedCardSection terms={{ ...terms, publishableKey: terms.publishableKey ?? null }} />}
      <MyPaymentsSection />
      <section aria-labelledby="deposit-held">
        <h2 id="deposit-held">what is held</h2>
        <p>{copy.held}</p>
      </section>
      <section aria-labelledby="deposit-released">
        <h2 id="deposit-released">when it is released</h2>
        <p>{copy.released}</p>
      </section>
      <section aria-labelledby="deposit-no-show">
        <h2 id="deposit-no-show">if you do not come</h2>
        <p>{copy.noShow}</p>
      </section>
      <section aria-labelledby="deposit-experience">
        <h2 id="deposit-experience">experiences</h2>
        <p>{copy.experience}</p>
      </section>
      <p>
        <Link to="/group">your group</Link>
      </p>
    </div>
  );
}
