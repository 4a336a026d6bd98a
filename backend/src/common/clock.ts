import { Global, Injectable, Module } from '@nestjs/common';

/** The current time, as a provider so that tests can move it (session expiry, the tracking day). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** Global so that every module shares the one Clock a test moves. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
