import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip of in-memory files (DEFLATE), as the browser's fflate builds one. Written with node:zlib
 * rather than a zip package because the server bundle must run without its dev dependencies, and
 * the CommonJS zip writers cannot be bundled into its ES module.
 */
export function zipFiles(files: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const body = deflateRawSync(file.data, { level: 9 });
    const crc = crc32(file.data);
    // Shared part of the local and central headers: version, flags (UTF-8 names), method, time, date, sizes.
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0);
    common.writeUInt16LE(0x0800, 2);
    common.writeUInt16LE(8, 4);
    common.writeUInt16LE(0, 6);
    common.writeUInt16LE((1 << 5) | 1, 8); // 1980-01-01
    common.writeUInt32LE(crc, 10);
    common.writeUInt32LE(body.length, 14);
    common.writeUInt32LE(file.data.length, 18);
    common.writeUInt16LE(name.length, 22);
    common.writeUInt16LE(0, 24);
    const local = Buffer.concat([u32(0x04034b50), common, name, body]);
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(offset, 10);
    central.push(Buffer.concat([u32(0x02014b50), u16(20), common, tail, name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value, 0);
  return b;
};
const u16 = (value: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value, 0);
  return b;
};
