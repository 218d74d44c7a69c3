import { describe, expect, it } from 'vitest';
import { dataUrlToBlob } from './download';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('dataUrlToBlob', () => {
  it('decodes a base64 data address with its type', async () => {
    const blob = dataUrlToBlob(`data:image/png;base64,${PNG}`);
    expect(blob.type).toBe('image/png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect(bytes.length).toBe(70);
  });
  it('takes a bare base64 string as a PNG', () => {
    expect(dataUrlToBlob(PNG).type).toBe('image/png');
  });
  it('keeps a plain (not base64) data address as text', async () => {
    const blob = dataUrlToBlob('data:text/plain,%E4%BA%8C%E7%BB%B4%E7%A0%81');
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('二维码');
  });
});
