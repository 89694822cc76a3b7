# screenshots/login/ holds empty-form.png and validation-errors.png: each file is one test, named after it
image-tester --folder ./screenshots/login --app-name "Web Shop" --batch-name "Login page"
