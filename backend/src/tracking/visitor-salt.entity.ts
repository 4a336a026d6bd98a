import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The secret salt of one UTC day's visitor ids: made on the day's first call, deleted two days later. */
@Entity('visitor_salt')
export class VisitorSalt {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'visitor_salt_pkey' })
  day: string;

  @Column({ type: 'bytea' })
  salt: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
