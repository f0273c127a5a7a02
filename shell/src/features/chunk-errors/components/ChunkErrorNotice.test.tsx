import { act, screen } from '@testing-library/react';
import { renderWithHost } from '../../../testing/renderWithHost';
import { isChunkLoadError } from '../chunk-error';
import { ChunkErrorNotice } from './ChunkErrorNotice';

describe('chunk loading failures', () => {
  it('recognises webpack’s ChunkLoadError and its message', () => {
    expect(
      isChunkLoadError(
        Object.assign(new Error('Loading chunk 412 failed.\n(timeout: /static/js/412.js)'), {
          name: 'ChunkLoadError',
        }),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk vendors-node_modules failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('offers to reload when a chunk failed to load, and ignores other errors', () => {
    renderWithHost(<ChunkErrorNotice />);
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('autre chose') }));
    });
    expect(screen.queryByTestId('snackbar')).toBeNull();
    act(() => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', {
        value: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
      });
      window.dispatchEvent(event);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('n’a pas pu être chargée');
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
  });
});
