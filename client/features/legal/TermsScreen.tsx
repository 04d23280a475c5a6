import { useBrand } from '../brands/use-brand';
import LegalDocumentView from './components/LegalDocumentView';
import { termsOfUse } from './terms-content';

/** /terms-of-use: the static terms, under the brand the page is served as. */
export default function TermsScreen() {
  const brand = useBrand();
  return (
    <LegalDocumentView document={termsOfUse({ name: brand.name, contactEmail: brand.contactEmail })} contactEmail={brand.contactEmail} />
  );
}
