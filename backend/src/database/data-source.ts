import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { validateEnvironment } from '../config/environment';
import { typeormOptions } from './typeorm-options';

/**
 * The standalone data source for the TypeORM CLI, built to dist/: `DATABASE_URL=… npm run
 * migration:generate -w backend -- src/database/migrations/<Name>` builds, applies the committed
 * migrations to that database, then writes what the entities still need as a new migration. Point
 * DATABASE_URL at the embedded database while `make start` runs
 * (postgres://postgres:postgres@127.0.0.1:54329/lineup) or any other.
 */
const env = validateEnvironment(process.env);
if (!env.DATABASE_URL) throw new Error('Invalid configuration: DATABASE_URL is required for the TypeORM CLI');

export default new DataSource(typeormOptions(env.DATABASE_URL, 1));
