import { useBrand } from '../../../brands/use-brand';

/**
 * How groups are balanced (docs/product-rules.md#event-format-wizard: balancePreference none, gender or custom). Only "none" can be chosen: the
 * interested give a name and an e-mail, nothing to balance on, and a custom balance is set up with us (docs/product-rules.md#event-format-wizard:
 * "contact us to enable"). Nothing about it is sent with the format.
 */
export default function BalanceChoice() {
  const { contactEmail } = useBrand();
  return (
    <fieldset className="field-set">
      <legend>group balance</legend>
      <label className="field-check">
        <input type="radio" name="group-balance" checked readOnly />
        none: groups form from mutual picks
      </label>
      <label className="field-check">
        <input type="radio" name="group-balance" disabled aria-describedby="balance-gender-hint" />
        balance by gender
      </label>
      <p id="balance-gender-hint" className="muted field__hint">
        not available: people who say they're interested give only a name and an e-mail.
      </p>
      <label className="field-check">
        <input type="radio" name="group-balance" disabled aria-describedby="balance-custom-hint" />
        custom balance
      </label>
      <p id="balance-custom-hint" className="muted field__hint">
        contact us to enable: <a href={`mailto:${contactEmail}?subject=${encodeURIComponent('custom group balance')}`}>{contactEmail}</a>
      </p>
    </fieldset>
  );
}
