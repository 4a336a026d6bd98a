import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity('visitor_salt')
export class VisitorSalt {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'visitor_salt_pkey' })
  day: string;

  @Column({ type: 'bytea' })
  salt: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
