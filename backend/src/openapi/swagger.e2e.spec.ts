import request from 'supertest';
import { TestApp, createTestApp } from '../test/test-app';

describe('Swagger UI document: servers', () => {
  let t: TestApp;

  // Without PUBLIC_URL, the app is its own at each loopback name on PORT.
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'http://localhost:3000', publicUrlGiven: false, port: 3000 });
  });
  afterAll(() => t.close());

  const served = (host: string) => request(t.app.getHttpServer()).get('/api/docs/openapi.json').set('Host', host);

  it('names the loopback origin the page was opened at, so Try it out stays same-origin', async () => {
    expect((await served('127.0.0.1:3000')).body.servers).toEqual([{ url: 'http://127.0.0.1:3000' }]);
    expect((await served('localhost:3000')).body.servers).toEqual([{ url: 'http://localhost:3000' }]);
    const page = await request(t.app.getHttpServer()).get('/api/docs/swagger-ui-init.js').set('Host', '127.0.0.1:3000');
    expect(page.text).toContain('"url": "http://127.0.0.1:3000"');
  });

  it('names PUBLIC_URL for any other Host', async () => {
    const res = await served('evil.example');
    expect(res.body.servers).toEqual([{ url: 'http://localhost:3000' }]);
    expect(res.body.components.headers).toHaveProperty('RateLimit');
  });
});
