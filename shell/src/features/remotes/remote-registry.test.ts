import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadedExposed, loadExposed, registerRemoteEntries } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const App = () => null;

describe('loading a remote’s exposed module', () => {
  beforeEach(() => {
    jest.mocked(registerRemotes).mockReset();
    registerRemoteEntries({ marketing: 'https://marketing.test/remoteEntry.js' } as never);
  });

  it('gives the module and keeps it for the next render', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: App });
    await expect(loadExposed('marketing', 'App')).resolves.toEqual({ default: App });
    expect(loadedExposed('marketing', 'App')).toEqual({ default: App });
  });

  it('refuses a module whose evaluation threw half-way, instead of rendering it', async () => {
    // what webpack hands back on a second load: exports whose bindings were never initialised
    const halfEvaluated = {
      get default(): never {
        throw new ReferenceError("Cannot access 'eb' before initialization");
      },
    };
    jest.mocked(loadRemote).mockResolvedValue(halfEvaluated);
    await expect(loadExposed('marketing', 'Widget' as never)).rejects.toThrow(
      'Module marketing/Widget indisponible',
    );
    expect(loadedExposed('marketing', 'Widget' as never)).toBeNull();
  });

  it('refuses a load the federation runtime reported as failed', async () => {
    jest.mocked(loadRemote).mockResolvedValue(undefined);
    await expect(loadExposed('marketing', 'Other' as never)).rejects.toThrow(
      'Module marketing/Other indisponible',
    );
  });
});
