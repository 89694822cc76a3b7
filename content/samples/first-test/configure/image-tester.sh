# Image Tester takes its settings as flags; the API key comes from EYES_API_KEY
export EYES_API_KEY="paste-your-key-here"
# list the checkpoints a folder would create, without uploading anything
image-tester --folder ./screenshots --app-name "Web Shop" --dry-run
