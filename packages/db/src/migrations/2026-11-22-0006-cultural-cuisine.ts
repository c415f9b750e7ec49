import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen once landed: a later change is a new dated migration.
// The starter catalogue is not inserted here: the API seeds it on first read, so the data file can grow.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col: ColumnDefinitionBuilder) => col.primaryKey())
      : table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement());
  const owner = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');
  // Null for the Sous starter catalogue, which nobody owns; a user's own entries go with the user.
  const creator = (col: ColumnDefinitionBuilder) => col.references('users.id').onDelete('cascade');

  await id(db.schema.createTable('cuisines'))
    .addColumn('created_by', 'integer', creator)
    .addColumn('starter_key', 'text', (col) => col.unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('banner_url', 'text')
    .addColumn('key_ingredients', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('cooking_techniques', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('cultural_context', 'text')
    .addColumn('serving_etiquette', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cuisines_created_by').on('cuisines').column('created_by').execute();

  await id(db.schema.createTable('cuisine_hides'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('cuisine_id', 'integer', (col) => col.notNull().references('cuisines.id').onDelete('cascade'))
    .addUniqueConstraint('cuisine_hides_user_cuisine', ['user_id', 'cuisine_id'])
    .execute();
  await db.schema.createIndex('cuisine_hides_cuisine').on('cuisine_hides').column('cuisine_id').execute();

  await id(db.schema.createTable('cultural_recipes'))
    .addColumn('cuisine_id', 'integer', (col) => col.notNull().references('cuisines.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', creator)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('local_name', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('difficulty', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text')
    .addColumn('authentic_ingredients', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('ingredients', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('instructions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('cultural_notes', 'text')
    .addColumn('local_substitutes', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('serving_suggestions', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('complementary_dishes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('cultural_recipes_cuisine')
    .on('cultural_recipes')
    .columns(['cuisine_id', 'id'])
    .execute();
  await db.schema.createIndex('cultural_recipes_created_by').on('cultural_recipes').column('created_by').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cultural_recipes').execute();
  await db.schema.dropTable('cuisine_hides').execute();
  await db.schema.dropTable('cuisines').execute();
}
