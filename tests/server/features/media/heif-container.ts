/**
 * Builds a HEIF file by hand: a real container (ftyp 'heic', meta with one 'hvc1' item, its size in 'ispe')
 * around a payload that is NOT a valid HEVC stream. sharp cannot encode HEIC, so this is how the tests reach
 * the HEIC path: the header reads as HEIC of any size we like, and decoding the payload fails.
 */
const u16 = (n: number) => Buffer.from([n >> 8, n & 255]);
const u32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...parts);

export function heicContainer(payload: Buffer, width = 64, height = 64): Buffer {
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1'));
  const hdlr = fullBox('hdlr', 0, u32(0), Buffer.from('pict', 'latin1'), Buffer.alloc(12), Buffer.from([0]));
  const pitm = fullBox('pitm', 0, u16(1));
  const iinf = fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), Buffer.from('hvc1', 'latin1'), Buffer.from([0])));
  // An HEVC decoder configuration with no parameter sets: enough for the header, useless for decoding.
  const hvcC = box('hvcC', Buffer.from([1, 1, 0x60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x5a, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]));
  const ispe = fullBox('ispe', 0, u32(width), u32(height));
  const ipma = fullBox('ipma', 0, u32(1), u16(1), Buffer.from([2, 0x81, 0x02]));
  const iprp = box('iprp', box('ipco', hvcC, ispe), ipma);
  const iloc = (offset: number) =>
    fullBox('iloc', 0, Buffer.from([0x44, 0x00]), u16(1), u16(1), u16(0), u16(1), u32(offset), u32(payload.length));
  const meta = (offset: number) => fullBox('meta', 0, hdlr, pitm, iloc(offset), iinf, iprp);
  const payloadOffset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(payloadOffset), box('mdat', payload)]);
}
