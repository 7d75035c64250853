import { isDependencyDown } from './dependency-errors';

describe('isDependencyDown', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['an unknown host (a stopped container)', Object.assign(new Error('getaddrinfo EAI_AGAIN postgres'), { code: 'EAI_AGAIN' })],
    ['PostgreSQL shutting down, wrapped by TypeORM', { message: 'terminating connection due to administrator command', driverError: { code: '57P01' } }],
    ['PostgreSQL starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['Redis away', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['Redis full (maxmemory, noeviction)', new Error("OOM command not allowed when used memory > 'maxmemory'.")],
    ['an error from another realm', { code: 'ECONNRESET', message: 'read ECONNRESET' }],
  ])('recognises %s', (_, error) => expect(isDependencyDown(error)).toBe(true));

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key value'), { code: '23505' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing at all', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('does not blame a dependency for %s', (_, error) => expect(isDependencyDown(error)).toBe(false));
});
