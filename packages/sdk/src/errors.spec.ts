import { GenAlphaApiError } from './errors';

describe('GenAlphaApiError.from', () => {
  it("keeps the API's own error body and the Retry-After seconds", () => {
    const error = GenAlphaApiError.from(
      429,
      'Too Many Requests',
      { statusCode: 429, message: 'Too many uploads; try again in 60 seconds', error: 'Too Many Requests' },
      '60',
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ statusCode: 429, message: 'Too many uploads; try again in 60 seconds', error: 'Too Many Requests', retryAfterSeconds: 60 });
  });

  it('keeps the field errors of a refused body', () => {
    const errors = [{ field: 'title', message: 'Title is required' }];
    expect(GenAlphaApiError.from(400, 'Bad Request', { statusCode: 400, message: 'Title is required', error: 'Bad Request', errors }).errors).toEqual(errors);
  });

  it("falls back on the text or the status of an answer that is not the API's (a storage service, a proxy)", () => {
    expect(GenAlphaApiError.from(403, 'Forbidden', '<Error><Code>SignatureDoesNotMatch</Code></Error>')).toMatchObject({
      statusCode: 403,
      message: '<Error><Code>SignatureDoesNotMatch</Code></Error>',
      error: 'Forbidden',
    });
    const bare = GenAlphaApiError.from(502, 'Bad Gateway', undefined, null);
    expect(bare).toMatchObject({ statusCode: 502, message: 'Bad Gateway', error: 'Bad Gateway' });
    expect(bare.retryAfterSeconds).toBeUndefined();
  });
});
