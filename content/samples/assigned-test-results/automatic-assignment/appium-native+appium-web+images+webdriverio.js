config.addProperty('assignee', process.env.GIT_AUTHOR_EMAIL);
eyes.configuration = config;
