import { openBlob, saveBlob } from './blob-files';

describe('files handed to the browser', () => {
  const blob = new Blob(['%PDF']);

  beforeEach(() => {
    jest.useFakeTimers();
    URL.createObjectURL = jest.fn(() => 'blob:fichier');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('saves a file under its name through a link clicked in the document, then removes the link', () => {
    const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    saveBlob(blob, 'facture-AB12CD.pdf');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:fichier', download: 'facture-AB12CD.pdf', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('opens a file in a new tab', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    openBlob(blob);
    expect(open).toHaveBeenCalledWith('blob:fichier', '_blank', 'noopener');
  });

  it('frees the file a minute later, once the browser has it', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    openBlob(blob);
    jest.advanceTimersByTime(59_999);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fichier');
  });
});
