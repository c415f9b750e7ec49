import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen once landed: a later change is a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col: ColumnDefinitionBuilder) => col.primaryKey())
      : table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement());
  const owner = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');

  await id(db.schema.createTable('posts'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    // The post outlives its recipe; had_recipe remembers there was one, so the feed can say it was removed.
    .addColumn('recipe_id', 'integer', (col) => col.references('recipes.id').onDelete('set null'))
    .addColumn('had_recipe', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('location', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('posts_created').on('posts').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('posts_user').on('posts').column('user_id').execute();
  await db.schema.createIndex('posts_recipe').on('posts').column('recipe_id').execute();

  await id(db.schema.createTable('post_hides'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addUniqueConstraint('post_hides_user_post', ['user_id', 'post_id'])
    .execute();
  await db.schema.createIndex('post_hides_post').on('post_hides').column('post_id').execute();

  // The generated days are stored whole as JSON: they are read and written as one plan.
  await id(db.schema.createTable('meal_plans'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('preferences', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('dietary_restrictions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('calorie_target', 'integer')
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('meals', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('meal_plans_user_created').on('meal_plans').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('meal_plans').execute();
  await db.schema.dropTable('post_hides').execute();
  await db.schema.dropTable('posts').execute();
}
