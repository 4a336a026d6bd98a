import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { RandomNumberDto } from './dto/random-number.dto';

export const RANDOM_MIN = 1;
export const RANDOM_MAX = 100;

@Injectable()
export class RandomService {
  generate(now: Date = new Date()): RandomNumberDto {
    return { number: randomInt(RANDOM_MIN, RANDOM_MAX + 1), timestamp: now.toISOString() };
  }
}
