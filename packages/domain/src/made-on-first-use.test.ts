import { madeOnFirstUse } from './made-on-first-use';

describe('madeOnFirstUse', () => {
  it('makes nothing until asked, then makes the value once', () => {
    const make = jest.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
