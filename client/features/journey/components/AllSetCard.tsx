import { celebrate } from '../../../components/confetti';

/** Shown when every getting-started step is completed; the button fires confetti (docs/product-rules.md#journey-and-chats). */
export default function AllSetCard() {
  return (
    <section className="card journey__card journey__card--all-set" aria-labelledby="journey-all-set">
      <h2 id="journey-all-set">You're all set</h2>
      <p>You finished getting started. Your next batch arrives Thursday at noon: see you at coffee.</p>
      <button type="button" className="btn btn-primary" onClick={celebrate}>
        celebrate
      </button>
    </section>
  );
}
