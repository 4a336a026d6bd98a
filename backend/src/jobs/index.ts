export { type Job, type JobSchedule, JobsService } from './jobs.service';
export { JobsModule } from './jobs.module';
