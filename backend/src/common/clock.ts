import { Injectable } from '@nestjs/common';

/** The current time, as a provider so that tests can move it (session expiry). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
