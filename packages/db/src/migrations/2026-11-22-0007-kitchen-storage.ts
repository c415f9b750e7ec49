import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen once landed: a later change is a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col: ColumnDefinitionBuilder) => col.primaryKey())
      : table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement());
  const owner = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');

  await id(db.schema.createTable('storage_locations'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().defaultTo('pantry'))
    .addColumn('capacity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('storage_locations_user').on('storage_locations').column('user_id').execute();

  // user_id is kept on the item too, so every owned query filters one table; the router checks the location is the same user's.
  await id(db.schema.createTable('storage_items'))
    .addColumn('user_id', 'integer', owner)
    .addColumn('location_id', 'integer', (col) => col.notNull().references('storage_locations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('added_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('storage_items_user').on('storage_items').column('user_id').execute();
  await db.schema.createIndex('storage_items_location').on('storage_items').column('location_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('storage_items').execute();
  await db.schema.dropTable('storage_locations').execute();
}
