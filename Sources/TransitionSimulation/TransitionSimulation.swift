// Placeholder: see README.md (Architecture).
