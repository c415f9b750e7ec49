import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen once landed: a later change is a new dated migration.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // Dates are YYYY-MM-DD; the interval is in days; the price is a plain number (no currency stored).
  await db.schema
    .createTable('kitchen_equipment')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (col: ColumnDefinitionBuilder) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('condition', 'text', (col) => col.notNull())
    .addColumn('purchase_date', 'text', (col) => col.notNull())
    .addColumn('last_maintenance_date', 'text')
    .addColumn('maintenance_interval', 'integer')
    .addColumn('maintenance_notes', 'text')
    .addColumn('purchase_price', postgres ? 'double precision' : 'real')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('kitchen_equipment_user').on('kitchen_equipment').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kitchen_equipment').execute();
}
