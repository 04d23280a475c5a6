// tus-js-client's own parts, imported one by one so the service worker never loads its browser entry (whose
// localStorage check reads `window`, which a worker has not). The types are the package's own.
declare module 'tus-js-client/lib.esm/upload.js' {
  import type { Upload, UploadOptions } from 'tus-js-client';
  const BaseUpload: typeof Upload & { defaultOptions: UploadOptions };
  export default BaseUpload;
}
declare module 'tus-js-client/lib.esm/browser/fileReader.js' {
  import type { FileReader } from 'tus-js-client';
  const BrowserFileReader: new () => FileReader;
  export default BrowserFileReader;
}
declare module 'tus-js-client/lib.esm/noopUrlStorage.js' {
  import type { UrlStorage } from 'tus-js-client';
  const NoopUrlStorage: new () => UrlStorage;
  export default NoopUrlStorage;
}
