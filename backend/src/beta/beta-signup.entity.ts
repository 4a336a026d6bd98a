import { Column, CreateDateColumn, Entity, PrimaryColumn, Unique } from 'typeorm';

/** The email is stored lower-cased, so the unique constraint holds in any letter case. */
@Entity('beta_signup')
@Unique('beta_signup_email_key', ['email'])
export class BetaSignup {
  /** Made by the API (randomUUID): a gen_random_uuid() default would have TypeORM install uuid-ossp at every start. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'beta_signup_pkey' })
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
