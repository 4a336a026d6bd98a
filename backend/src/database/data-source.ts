import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { validateEnvironment } from '../config/environment';
import { typeormOptions } from './typeorm-options';

/**
 * The standalone data source for the TypeORM CLI (`npm run migration:generate -w backend`).
 * It needs DATABASE_URL: point it at the embedded database `make start` runs, or any other.
 */
const env = validateEnvironment(process.env);
if (!env.DATABASE_URL) throw new Error('Invalid configuration: DATABASE_URL is required for the TypeORM CLI');

export default new DataSource(typeormOptions(env.DATABASE_URL, 1));
