import { setImmediate } from 'node:timers';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { HydrationSlice, lightTheme } from '@ped/ui';
import { createInjectableStore } from './injectable-store';
import { prerenderToHtml } from './prerender';
import { devRuntimeConfig } from './standalone';

// React's Node renderer schedules with setImmediate, which the browser-like test environment
// leaves out; both renders happen here so that the test hydrates what the server wrote.
Object.assign(globalThis, { setImmediate });

const LightTheme = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
);

/** A long page made of sections hydrated one by one, as the home is (well past 12 800 bytes). */
function LongPage() {
  return (
    <main>
      {Array.from({ length: 40 }, (_, index) => (
        <HydrationSlice key={index}>
          <section>
            <h2>{`Section ${index + 1}`}</h2>
            <p>{'Le pré-état daté réunit les informations financières du lot. '.repeat(8)}</p>
          </section>
        </HydrationSlice>
      ))}
    </main>
  );
}

const options = () => ({
  path: '/',
  config: devRuntimeConfig(),
  host: createInjectableStore({}),
  themeLayer: LightTheme,
});

describe('prerenderToHtml', () => {
  it('writes every section in place, with no script needed to show it', async () => {
    const { html } = await prerenderToHtml(<LongPage />, options());
    expect(html.length).toBeGreaterThan(12_800);
    expect(html).not.toContain('<template');
    expect(html).not.toContain('$RC');
    expect(html.indexOf('Section 40')).toBeGreaterThan(html.indexOf('Section 39'));
  });

  it('gives HTML the browser hydrates without redrawing it', async () => {
    const { html } = await prerenderToHtml(<LongPage />, options());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const lastHeading = container.querySelectorAll('h2')[39];
    const recoverable = jest.fn();
    // the providers around the page draw nothing: the page alone meets the same HTML
    await act(async () => {
      hydrateRoot(
        container,
        <LightTheme>
          <LongPage />
        </LightTheme>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelectorAll('h2')[39]).toBe(lastHeading);
  });
});
