import { API_DATABASE_CONNECTIONS, connectionsPerProcess } from './connection-budget';

describe('connectionsPerProcess', () => {
  it('gives one process the whole budget', () => {
    expect(connectionsPerProcess(1)).toBe(API_DATABASE_CONNECTIONS);
  });

  it('splits the budget across processes, rounding up', () => {
    expect(connectionsPerProcess(2)).toBe(10);
    expect(connectionsPerProcess(3)).toBe(7);
    expect(connectionsPerProcess(8)).toBe(3);
  });

  it('keeps two connections per process on a machine with many cores', () => {
    expect(connectionsPerProcess(64)).toBe(2);
  });
});
