import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { configure } from '@testing-library/react';

// waitFor and findBy* wait for what a page does next (a chunk that fails, a saga's answer). On
// the 2-core CI machine, with the API's suites running beside, their default second was
// sometimes too short for a React retry that happened (Deferred's failing chunk, 2026-11-26):
// they give up after five, and pass as soon as the expectation holds.
configure({ asyncUtilTimeout: 5000 });

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
