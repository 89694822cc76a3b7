$branch = getenv('GITHUB_HEAD_REF') ?: 'main';
$parent = getenv('GITHUB_BASE_REF') ?: 'main';

$config = new Configuration();
$config->setApiKey(getenv('EYES_API_KEY'));
$config->setServerUrl('https://eyes.example.com');
$config->setBranchName("shop/{$branch}");
$config->setParentBranchName("shop/{$parent}");
$eyes->setConfiguration($config);
