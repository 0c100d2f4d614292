/**
 * A tiny ZIP writer for tests: entries stored uncompressed, with real CRC-32s, so the archives it makes
 * open in any unzip tool (and a .docx made of the right parts opens in Word). Tests that need a broken
 * archive take a good one and change its bytes.
 */

export interface ZipEntry {
  name: string;
  data: string | Uint8Array;
  /** The entry's extra field (in both its headers), e.g. timestamps as most tools write them. */
  extra?: Uint8Array;
  /** The entry's comment, in the central directory. */
  comment?: string;
}

export interface ZipOptions {
  /** The archive comment, after the End Of Central Directory record. */
  comment?: string;
}

const crcTable = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const utf8NamesFlag = 0x0800;
const storedMethod = 0;
const version = 20;
// 1 January 2026, 00:00, in MS-DOS date and time fields.
const dosTime = 0;
const dosDate = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** A ZIP archive of `entries`, stored (not compressed), in the order given. */
export function storedZip(entries: readonly ZipEntry[], options: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = Buffer.from(entry.data);
    const extra = Buffer.from(entry.extra ?? []);
    const comment = Buffer.from(entry.comment ?? "", "utf8");
    const crc = crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(version, 4);
    local.writeUInt16LE(utf8NamesFlag, 6);
    local.writeUInt16LE(storedMethod, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(extra.length, 28);
    locals.push(local, name, extra, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(version, 4);
    central.writeUInt16LE(version, 6);
    central.writeUInt16LE(utf8NamesFlag, 8);
    central.writeUInt16LE(storedMethod, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt16LE(comment.length, 32);
    // Disk number and attributes (34 to 41) stay 0.
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name, extra, comment);

    offset += local.length + name.length + extra.length + data.length;
  }

  const directory = Buffer.concat(centrals);
  const comment = Buffer.from(options.comment ?? "", "utf8");
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  // Disk numbers (4, 6) stay 0: a single-file archive.
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, directory, end, comment]);
}

/** Where the End Of Central Directory record of an archive `storedZip` made starts. */
export function endOfDirectoryOffset(zip: Buffer): number {
  return zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
}

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const packageRelationships = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

function documentXml(text: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body>
</w:document>`;
}

/** The parts of the smallest Word document: content types, the package's relationships, one paragraph. */
export function wordDocumentEntries(text = "Curriculum vitae"): ZipEntry[] {
  return [
    { name: "[Content_Types].xml", data: contentTypes },
    { name: "_rels/.rels", data: packageRelationships },
    { name: "word/document.xml", data: documentXml(text) },
  ];
}

/** A real, minimal .docx file. */
export function wordDocument(text?: string, options?: ZipOptions): Buffer {
  return storedZip(wordDocumentEntries(text), options);
}
