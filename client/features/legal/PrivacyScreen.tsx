import { useBrand } from '../brands/use-brand';
import LegalDocumentView from './components/LegalDocumentView';
import { privacyPolicy } from './privacy-content';

/** /privacy-policy: the static privacy policy, under the brand the page is served as. */
export default function PrivacyScreen() {
  const brand = useBrand();
  return (
    <LegalDocumentView document={privacyPolicy({ name: brand.name, contactEmail: brand.contactEmail })} contactEmail={brand.contactEmail} />
  );
}
