config.addProperty("assignee", System.getenv("GIT_AUTHOR_EMAIL"));
eyes.setConfiguration(config);
