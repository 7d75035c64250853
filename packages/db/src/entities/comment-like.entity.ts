import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Comment } from './comment.entity';
import { User } from './user.entity';

@Entity({ name: 'comment_likes' })
@Unique('UQ_comment_likes_comment_user', ['commentId', 'userId'])
@Index('IDX_comment_likes_user', ['userId'])
export class CommentLike {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  commentId!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => Comment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'commentId', foreignKeyConstraintName: 'FK_comment_likes_comment' })
  comment?: Comment;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_comment_likes_user' })
  user?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
