import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { validateEnvironment } from '../config/environment';
import { typeormOptions } from './typeorm-options';

// TypeORM CLI only; `make start`'s database is postgres://postgres:postgres@127.0.0.1:54329/lineup.
const env = validateEnvironment(process.env);
if (!env.DATABASE_URL) throw new Error('Invalid configuration: DATABASE_URL is required for the TypeORM CLI');

export default new DataSource(typeormOptions(env.DATABASE_URL, 1));
