import { describe, expect, it } from 'vitest';
import { forEachCsvRecord } from './csv-reader';

const read = async (pieces: (string | Buffer)[], encoding: 'utf8' | 'utf16le' = 'utf8') => {
  const records: { cells: string[]; cleaned: number[] }[] = [];
  const source = (async function* () {
    for (const piece of pieces) yield typeof piece === 'string' ? Buffer.from(piece) : piece;
  })();
  await forEachCsvRecord(source, { encoding, delimiter: ',' }, (cells, cleaned) =>
    records.push({ cells: [...cells], cleaned: [...cleaned] }),
  );
  return records;
};

describe('forEachCsvRecord', () => {
  it('drops NUL from a cell and names the cell', async () => {
    expect(await read(['a,b\u0000c\nd,e\n'])).toEqual([
      { cells: ['a', 'bc'], cleaned: [1] },
      { cells: ['d', 'e'], cleaned: [] },
    ]);
  });

  it('finds a NUL read pieces before the end of its record', async () => {
    expect(await read(['a,"b\u0000', 'long', ' quoted', ' cell",c\nd,e'])).toEqual([
      { cells: ['a', 'blong quoted cell', 'c'], cleaned: [1] },
      { cells: ['d', 'e'], cleaned: [] },
    ]);
  });

  it('drops half a surrogate pair of a UTF-16 file and keeps whole pairs', async () => {
    const half = Buffer.from([0x3d, 0xd8]);
    const pieces = [Buffer.from('a,Z', 'utf16le'), half, Buffer.from('o\n🚀,x\n', 'utf16le')];
    expect(await read(pieces, 'utf16le')).toEqual([
      { cells: ['a', 'Zo'], cleaned: [1] },
      { cells: ['🚀', 'x'], cleaned: [] },
    ]);
  });

  it('cleans a last record without a line break', async () => {
    expect(await read(['a\n', 'b\u0000'])).toEqual([
      { cells: ['a'], cleaned: [] },
      { cells: ['b'], cleaned: [0] },
    ]);
  });
});
