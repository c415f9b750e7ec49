import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen once landed: a later change is a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col: ColumnDefinitionBuilder) => col.primaryKey())
      : table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement());
  const owner = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');

  await id(db.schema.createTable('recipes'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('ingredients', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('instructions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('nutrition_info', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('image_url', 'text')
    .addColumn('prep_time', 'integer', (col) => col.notNull())
    .addColumn('sustainability_score', 'integer', (col) => col.notNull())
    .addColumn('wastage_reduction', 'text', (col) => col.notNull().defaultTo('{}'))
    // A fork outlives its original; the community post table arrives later, so no reference yet.
    .addColumn('forked_from', 'integer', (col) => col.references('recipes.id').onDelete('set null'))
    .addColumn('post_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('recipes_user_created').on('recipes').columns(['user_id', 'created_at']).execute();

  await id(db.schema.createTable('nutrition_goals'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('daily_calories', 'double precision', (col) => col.notNull())
    .addColumn('daily_protein', 'double precision', (col) => col.notNull())
    .addColumn('daily_carbs', 'double precision', (col) => col.notNull())
    .addColumn('daily_fat', 'double precision', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('nutrition_goals_user_created')
    .on('nutrition_goals')
    .columns(['user_id', 'created_at'])
    .execute();

  await id(db.schema.createTable('nutrition_progress'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('calories', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('protein', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('carbs', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('fat', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('nutrition_progress_user_date', ['user_id', 'date'])
    .execute();

  await id(db.schema.createTable('consumptions'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('recipe_id', 'integer', (col) => col.references('recipes.id').onDelete('set null'))
    // A snapshot of the recipe, so the history survives its deletion.
    .addColumn('recipe_title', 'text', (col) => col.notNull())
    .addColumn('nutrition_info', 'text', (col) => col.notNull())
    .addColumn('servings', 'integer', (col) => col.notNull())
    .addColumn('meal_type', 'text', (col) => col.notNull())
    .addColumn('consumed_at', 'text', (col) => col.notNull())
    .addColumn('consumed_on', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('consumptions_user_day').on('consumptions').columns(['user_id', 'consumed_on']).execute();
  await db.schema.createIndex('consumptions_recipe').on('consumptions').column('recipe_id').execute();

  await id(db.schema.createTable('recommendations'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('recipe_data', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('seasonal_relevance', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('match_score', 'double precision', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('recommendations_user').on('recommendations').column('user_id').execute();

  // No reference to recommendations: feedback outlives the set it rated and shapes the next one.
  await id(db.schema.createTable('recommendation_feedback'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('recommendation_id', 'integer', (col) => col.notNull())
    .addColumn('recipe_title', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer')
    .addColumn('feedback', 'text')
    .addColumn('was_cooked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('was_saved', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('was_shared', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cooking_notes', 'text')
    .addColumn('modifications', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('difficulty_rating', 'integer')
    .addColumn('time_accuracy', 'integer')
    .addColumn('taste_rating', 'integer')
    .addColumn('healthiness_rating', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('recommendation_feedback_user')
    .on('recommendation_feedback')
    .columns(['user_id', 'created_at'])
    .execute();

  await id(db.schema.createTable('mood_entries'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('recipe_id', 'integer', (col) => col.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('entry', 'text', (col) => col.notNull())
    .addColumn('timestamp', 'text', (col) => col.notNull())
    .addColumn('emotions', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  // The timestamp identifies an entry (the delete path names it), so it is unique per user and recipe.
  await db.schema
    .createIndex('mood_entries_user_recipe_timestamp')
    .on('mood_entries')
    .columns(['user_id', 'recipe_id', 'timestamp'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'mood_entries',
    'recommendation_feedback',
    'recommendations',
    'consumptions',
    'nutrition_progress',
    'nutrition_goals',
    'recipes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
