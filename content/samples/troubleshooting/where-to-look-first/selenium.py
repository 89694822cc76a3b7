print(f"Execution Cloud session: {driver.session_id}")
