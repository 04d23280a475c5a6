import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/**
 * tus-js-client's HttpStack over fetch, because its default one uses XMLHttpRequest, which a service worker does not
 * have (tus-js-client 4.x ships no fetch stack; upstream added one after 4.3.1). fetch reports no upload progress,
 * so progress moves a chunk at a time (onProgress is called as each chunk is accepted).
 */
export class FetchHttpStack implements HttpStack {
  createRequest(method: string, url: string): HttpRequest {
    return new FetchRequest(method, url);
  }

  getName(): string {
    return 'FetchHttpStack';
  }
}

class FetchRequest implements HttpRequest {
  private readonly headers = new Headers();
  private readonly controller = new AbortController();

  constructor(
    private readonly method: string,
    private readonly url: string,
  ) {}

  getMethod(): string {
    return this.method;
  }

  getURL(): string {
    return this.url;
  }

  setHeader(header: string, value: string): void {
    this.headers.set(header, value);
  }

  getHeader(header: string): string | undefined {
    return this.headers.get(header) ?? undefined;
  }

  setProgressHandler(): void {}

  async send(body: unknown): Promise<HttpResponse> {
    const response = await fetch(this.url, {
      method: this.method,
      headers: this.headers,
      body: (body ?? null) as BodyInit | null,
      signal: this.controller.signal,
      credentials: 'same-origin',
    });
    return new FetchResponse(response, await response.text());
  }

  async abort(): Promise<void> {
    this.controller.abort();
  }

  getUnderlyingObject(): unknown {
    return this.controller;
  }
}

class FetchResponse implements HttpResponse {
  constructor(
    private readonly response: Response,
    private readonly body: string,
  ) {}

  getStatus(): number {
    return this.response.status;
  }

  getHeader(header: string): string | undefined {
    return this.response.headers.get(header) ?? undefined;
  }

  getBody(): string {
    return this.body;
  }

  getUnderlyingObject(): unknown {
    return this.response;
  }
}
