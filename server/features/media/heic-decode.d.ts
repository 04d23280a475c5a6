/** heic-decode ships no types; this is the part of its API the photo pipeline uses. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes per pixel. */
    data: Uint8ClampedArray;
  }
  function decode(input: { buffer: Buffer | Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
  export default decode;
}
