import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen once landed: a later change is a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const owner = (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade');
  const amount = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);

  // Nutrition and sustainability are plain columns: the analytics and the list read them directly.
  await db.schema
    .createTable('pantry_items')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', owner)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text')
    .addColumn('quantity', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('expiry_date', 'text')
    .addColumn('location', 'text')
    .addColumn('notes', 'text')
    .addColumn('calories', 'integer', amount)
    .addColumn('protein', 'integer', amount)
    .addColumn('carbs', 'integer', amount)
    .addColumn('fat', 'integer', amount)
    .addColumn('sustainability_score', 'integer', (col) => col.notNull())
    .addColumn('packaging', 'text')
    .addColumn('carbon_footprint', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pantry_items_user_expiry')
    .on('pantry_items')
    .columns(['user_id', 'expiry_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pantry_items').execute();
}
