/**
 * Interface copy of the web client: labels, headings and button texts (those the spec names are
 * marked "spec"). Validation and error messages shared with the server live in `messages` in
 * @sous/domain.
 */
export const strings = {
  brand: 'Sous',
  nav: {
    home: 'Home',
    profile: 'Profile',
    settings: 'Settings',
    logout: 'Log out',
    openMenu: 'Open main menu',
    closeMenu: 'Close menu',
    userMenu: 'User menu',
    theme: 'Theme',
    themeLight: 'Light',
    themeDark: 'Dark',
    themeSystem: 'System',
  },
  auth: {
    loginTab: 'Login', // spec
    registerTab: 'Register', // spec
    loginTitle: 'Welcome back',
    loginSubtitle: 'Sign in to your kitchen assistant',
    registerTitle: 'Create your account',
    registerSubtitle: 'Start planning, cooking and tracking in minutes',
    username: 'Username',
    password: 'Password',
    email: 'Email (optional)',
    name: 'Name (optional)',
    loginButton: 'Login',
    loggingIn: 'Logging in…',
    registerButton: 'Create account',
    registering: 'Creating account…',
    forgotPassword: 'Forgot Password?', // spec
    resetTitle: 'Reset Password', // spec
    resetDescription: 'Enter your username, the secret key you saved at registration and a new password.',
    secretKey: 'Secret key',
    newPassword: 'New password',
    resetButton: 'Reset Password',
    resetting: 'Resetting…',
    cancel: 'Cancel',
    registrationFailedPrefix: 'Registration failed: ', // spec: 'Registration failed: ...'
    passwordResetFailedPrefix: 'Password reset failed: ', // spec: 'Password reset failed: ...'
    welcomeBack: 'Signed in',
  },
  marketing: {
    title: 'Your Smart Nutrition Assistant', // spec
    subtitle: 'Everything your kitchen needs, in one place.',
    features: [
      'AI nutrition analysis', // spec §1 feature list
      'Meal planning',
      'Pantry and expiry tracking',
      'Cultural cuisine details',
      'Kitchen equipment analysis',
      'Community recipe sharing and food rescue',
      'Cooking mood tracking',
    ],
  },
  secretKey: {
    title: 'Save your secret key',
    description:
      'This key is the only way to reset your password if you forget it. It is shown only once: copy it and keep it somewhere safe.',
    copy: 'Copy',
    copied: 'Copied',
    confirmCheckbox: 'I have saved my secret key somewhere safe',
    confirmButton: 'I have saved my secret key',
    closeWarning:
      'Please save your secret key and confirm before closing this dialog. You will not be able to see it again.',
    continuing: 'Signing you in…',
  },
  home: {
    welcome: (name: string) => `Welcome, ${name}`,
    groceryTitle: 'Grocery Lists', // spec
    recommendationsTitle: 'Personalized Recipe Recommendations', // spec
    goToRecipes: 'Go to Recipes',
  },
  grocery: {
    newList: 'New List',
    createTitle: 'Create New Grocery List', // spec
    titleLabel: 'Title',
    titlePlaceholder: 'e.g. Weekly shop',
    create: 'Create List',
    creating: 'Creating…',
    addItemPlaceholder: 'Add item...', // spec
    addItemLabel: 'Item name',
    quantityLabel: 'Quantity',
    addItem: 'Add item',
    removeItem: (name: string) => `Remove ${name}`,
    toggleItem: (name: string) => `Mark ${name} as done`,
    deleteList: (title: string) => `Delete list ${title}`,
    deleteConfirmTitle: 'Delete this list?',
    deleteConfirmBody: (title: string) => `"${title}" and all its items will be deleted. This cannot be undone.`,
    deleteConfirm: 'Delete',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    itemsCount: (done: number, total: number) => `${done} of ${total} done`,
    updateFailed: 'Could not update the list',
    createFailed: 'Could not create the list',
    deleteFailed: 'Could not delete the list',
    loadFailed: 'Could not load your grocery lists',
    retry: 'Retry',
  },
  settings: {
    changePassword: 'Change Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    save: 'Change Password',
    saving: 'Saving…',
  },
  ai: {
    title: 'AI assistant',
    offlineBadge: 'Offline assistant',
    ollamaBadge: (model: string) => `Ollama · ${model}`,
    offlineBody:
      'AI answers come from the built-in offline assistant: your own data and Sous’s food composition, shelf-life, recipe and cuisine tables. Every answer says where it came from.',
    ollamaBody:
      'AI answers come from the model on your Ollama server, checked against the expected shape; when it fails, the offline assistant answers instead.',
    mode: (mode: string) =>
      mode === 'auto'
        ? 'Mode: automatic (Ollama is checked every minute).'
        : mode === 'ollama'
          ? 'Mode: Ollama only (SOUS_AI=ollama).'
          : 'Mode: offline only (SOUS_AI=offline).',
    unknown: 'Could not read the AI status.',
  },
  errors: {
    tryAgain: 'Try Again', // spec
    reload: 'Reload Page', // spec
    goHome: 'Go to dashboard',
  },
  loading: 'Loading…',
  close: 'Close',
  dismiss: 'Dismiss notification',
} as const;
