import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';

// Browser APIs that jsdom leaves out, taken from Node's own implementations of the same
// standards: pages that fingerprint a file (SHA-256 of a PDF) run as in a browser. Node
// refuses jsdom's ArrayBuffers (another realm), so the bytes are copied into a Buffer.
if (!globalThis.crypto?.subtle) {
  const digest = (algorithm: AlgorithmIdentifier, data: BufferSource) =>
    webcrypto.subtle.digest(
      algorithm,
      Buffer.from(ArrayBuffer.isView(data) ? data.buffer : (data as ArrayBuffer)),
    );
  Object.defineProperty(globalThis.crypto, 'subtle', { value: { digest } });
}
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
