import { chooseLogFormat } from './app-logger';

describe('chooseLogFormat', () => {
  it('picks short lines for a person at a terminal outside production, JSON lines everywhere else', () => {
    expect(chooseLogFormat('auto', 'development', true)).toBe('pretty');
    expect(chooseLogFormat('auto', 'test', true)).toBe('pretty');
    expect(chooseLogFormat('auto', 'development', false)).toBe('json');
    expect(chooseLogFormat('auto', 'production', true)).toBe('json');
  });

  it('follows LOG_FORMAT when it is set', () => {
    expect(chooseLogFormat('json', 'development', true)).toBe('json');
    expect(chooseLogFormat('pretty', 'production', false)).toBe('pretty');
  });
});
