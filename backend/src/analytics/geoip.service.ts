import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { type CountryResponse, open, type Reader, validate } from 'maxmind';
import { StartError } from '../common/start-error';
import type { AllConfig } from '../config/config.type';

const COUNTRY_CODE = /^[A-Z]{2}$/;
/** Node reports an IPv4 client on a dual-stack socket as ::ffff:a.b.c.d. */
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Read in this process (the file is kept in memory): no address leaves the server. */
@Injectable()
export class GeoIpService implements OnModuleInit {
  private reader?: Reader<CountryResponse>;

  constructor(private readonly config: ConfigService<AllConfig, true>) {}

  async onModuleInit(): Promise<void> {
    const path = this.config.get('analytics.geoipDatabase', { infer: true });
    if (path === undefined) return;
    try {
      this.reader = await open<CountryResponse>(path);
    } catch (error) {
      throw new StartError(`ANALYTICS_GEOIP_DATABASE: cannot read ${path} as an IP database (${(error as Error).message})`);
    }
  }

  countryOf(address: string): string | null {
    if (!this.reader) return null;
    const ip = IPV4_MAPPED.exec(address)?.[1] ?? address;
    if (!validate(ip)) return null;
    const code = this.reader.get(ip)?.country?.iso_code;
    return code !== undefined && COUNTRY_CODE.test(code) ? code : null;
  }
}
